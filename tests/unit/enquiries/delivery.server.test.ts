import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFakeEmailProvider } from "../../mocks/email-provider";
import { enginesUnderTest } from "../enquiry-databases";
import {
  applyRetention,
  deliverDue,
  enquiryFields,
  MAX_DELIVERY_TRIES,
} from "#app/enquiries/delivery.server";
import { sendFromServer } from "#app/enquiries/send.server";
import { openEnquiryStore, type Enquiry } from "#app/enquiries/store.server";

let provider: Awaited<ReturnType<typeof createFakeEmailProvider>>;
beforeAll(async () => {
  provider = await createFakeEmailProvider();
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterAll(() => provider.close());

/** The server's real send, to the fake provider on this machine. */
const send = (enquiry: Enquiry) =>
  sendFromServer(enquiryFields(enquiry), {
    origin: provider.origin,
    serviceId: "service_test",
    templateId: "template_test",
    publicKey: "public_test",
    privateKey: "private_test",
  });

const fieldsFor = (name: string) => ({
  user_name: name,
  user_email: "ravi@example.com",
  user_phone: "",
  message: "Please call me about a renovation in Madhapur.",
});
const from = { pagePath: "/contact", userAgent: "curl/8" };
const minutes = (count: number) => count * 60_000;

describe.each(enginesUnderTest())("server sends on $engine", ({ freshDatabaseUrl }) => {
  it("retries a failing provider at 1, 5, 15 and 30 minutes across restarts, then stops", async () => {
    const url = await freshDatabaseUrl();
    const name = `Always failing ${url}`;
    provider.answer(name, "500");
    const start = new Date("2026-04-01T06:00:00.000Z");
    let store = await openEnquiryStore(url);
    const { id } = await store.record(
      { fields: fieldsFor(name), ...from, delivery: "server" },
      start,
    );

    const triedAt: number[] = [];
    for (const minute of [0, 1, 5, 15, 30, 60]) {
      // Each try on a freshly opened store: the schedule lives in the database.
      await store.close();
      store = await openEnquiryStore(url);
      const clock = () => new Date(start.getTime() + minutes(minute));
      // Nothing is due a moment before the next try.
      expect(await deliverDue(store, { send, clock: () => new Date(clock().getTime() - 1) })).toBe(
        0,
      );
      if ((await deliverDue(store, { send, clock })) === 1) triedAt.push(minute);
    }
    expect(triedAt).toEqual([0, 1, 5, 15, 30]);
    expect(provider.receivedFor(name)).toHaveLength(MAX_DELIVERY_TRIES);
    const [enquiry] = await store.list();
    expect(enquiry).toMatchObject({
      id,
      status: "failed",
      providerAnswer: "500 The fake provider answered 500",
      deliveryTries: MAX_DELIVERY_TRIES,
      nextDeliveryAt: null,
    });
    await store.close();
  });

  it("marks the enquiry sent once the provider takes it, with its answer", async () => {
    const url = await freshDatabaseUrl();
    const name = `Recovers ${url}`;
    provider.answer(name, "drop");
    const store = await openEnquiryStore(url);
    const start = new Date("2026-04-01T06:00:00.000Z");
    await store.record({ fields: fieldsFor(name), ...from, delivery: "server" }, start);
    await deliverDue(store, { send, clock: () => start });
    expect(await store.list()).toMatchObject([
      { status: "failed", providerAnswer: expect.stringMatching(/^no answer/) },
    ]);

    provider.answer(name, "ok");
    await deliverDue(store, { send, clock: () => new Date(start.getTime() + minutes(1)) });
    expect(await store.list()).toMatchObject([
      { status: "sent", providerAnswer: "200 OK", deliveryTries: 2, nextDeliveryAt: null },
    ]);
    const [, received] = provider.receivedFor(name);
    expect(received).toMatchObject({
      path: "/api/v1.0/email/send",
      fields: { ...fieldsFor(name), accessToken: "private_test" },
    });
    await store.close();
  });

  it("leaves alone what the browser sends and what nobody can send", async () => {
    const url = await freshDatabaseUrl();
    const store = await openEnquiryStore(url);
    await store.record({ fields: fieldsFor("Browser"), ...from, delivery: "browser" });
    await store.record({ fields: fieldsFor("Nobody"), ...from, delivery: "none" });
    expect(await deliverDue(store, { send })).toBe(0);
    await store.close();
  });

  it("deletes enquiries past the retention", async () => {
    const store = await openEnquiryStore(await freshDatabaseUrl());
    const now = new Date("2026-06-01T00:00:00.000Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * minutes(60));
    await store.record({ fields: fieldsFor("Old"), ...from, delivery: "none" }, daysAgo(366));
    await store.record({ fields: fieldsFor("Kept"), ...from, delivery: "none" }, daysAgo(364));
    expect(await applyRetention(store, 365, now)).toBe(1);
    expect((await store.list()).map((enquiry) => enquiry.name)).toEqual(["Kept"]);
    await store.close();
  });
});
