import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimatorSchema, type Estimator } from "#tooling/content-schemas";
import {
  areaLimits,
  computeEstimate,
  describeEstimate,
  estimateMessages,
  estimateQuery,
  finishLevels,
  formatRupees,
  readEstimateRequest,
  workTypes,
  type EstimateInput,
} from "#app/lib/estimate";
import { contentData } from "../../../tooling/content-tree";

const model = contentData<Estimator>(
  path.resolve(import.meta.dirname, "../../../content"),
  "estimator.mdx",
);
const read = (query: string) => readEstimateRequest(new URLSearchParams(query), model);

describe("reading an estimate from the address", () => {
  it("takes a complete request", () => {
    expect(read("type=construction&area=2,400&finish=premium&floors=2&extra=solar").input).toEqual({
      type: "construction",
      finish: "premium",
      area: 2400,
      floors: 2,
      extras: ["solar"],
    });
  });

  it("takes an interior's home size, or its carpet area when given", () => {
    const threeBhk = model.homeSizes.find((size) => size.bhk === 3)!;
    expect(read("type=interior&bhk=3&finish=standard").input).toMatchObject({
      bhk: 3,
      area: threeBhk.area,
    });
    expect(read("type=interior&bhk=3&area=1200&finish=standard").input).toMatchObject({
      area: 1200,
    });
  });

  it.each([
    ["type=villa&area=1000&finish=premium", "type", estimateMessages.type],
    ["type=construction&area=1000&finish=gold", "finish", estimateMessages.finish],
    ["type=construction&area=abc&finish=premium", "area", estimateMessages.area],
    ["type=construction&area=99&finish=premium", "area", estimateMessages.area],
    ["type=construction&area=50001&finish=premium", "area", estimateMessages.area],
    ["type=construction&area=1e3&finish=premium", "area", estimateMessages.area],
    ["type=construction&area=Infinity&finish=premium", "area", estimateMessages.area],
    ["type=construction&finish=premium", "area", estimateMessages.areaMissing],
    ["type=interior&finish=premium", "bhk", estimateMessages.interiorSize],
    ["type=interior&bhk=7&finish=premium", "bhk", estimateMessages.bhk],
    ["type=construction&area=1000&finish=premium&floors=11", "floors", estimateMessages.floors],
    ["type=construction&area=1000&finish=premium&floors=0", "floors", estimateMessages.floors],
    ["type=construction&area=1000&finish=premium&floors=two", "floors", estimateMessages.floors],
    ["type=interior&bhk=2&finish=premium&extra=lift", "extra", estimateMessages.extra],
    ["type=construction&type=interior&area=1000&finish=premium", "type", estimateMessages.repeated],
    ["type=construction&area=1000&area=2000&finish=premium", "area", estimateMessages.repeated],
  ])("%s: a message beside %s, and no estimate", (query, field, message) => {
    const request = read(query);
    expect(request.errors).toMatchObject({ [field]: message });
    expect(request.input).toBeUndefined();
  });

  it("writes a request back as the same address, extras in the content's order", () => {
    const request = read(
      "extra=solar&finish=luxury&floors=3&area=3000&type=construction&extra=lift",
    );
    const query = estimateQuery(request.input!);
    expect(query).toBe("type=construction&area=3000&finish=luxury&floors=3&extra=solar&extra=lift");
    expect(read(query).input).toEqual(request.input);
  });
});

describe("rupees, the Indian way", () => {
  it.each([
    [85_000, "₹85,000"],
    [3_850_000, "₹38.5 lakh"],
    [4_400_000, "₹44 lakh"],
    [9_996_000, "₹1 crore"],
    [12_000_000, "₹1.2 crore"],
  ])("%d is %s", (amount, written) => {
    expect(formatRupees(amount)).toBe(written);
  });

  it("describes an estimate in words for the contact form", () => {
    const input = read("type=interior&bhk=3&finish=premium&extra=modular-kitchen").input!;
    const result = computeEstimate(model, input);
    expect(describeEstimate(model, input, result)).toBe(
      `interior design, 3 BHK (1,450 sq ft), premium finish, with modular kitchen – ${formatRupees(result.low)} to ${formatRupees(result.high)}`,
    );
  });
});

const anyInput: fc.Arbitrary<EstimateInput> = fc
  .record({
    type: fc.constantFrom(...workTypes),
    finish: fc.constantFrom(...finishLevels),
    area: fc.integer({ min: areaLimits.min, max: areaLimits.max }),
    floors: fc.integer({ min: 1, max: 10 }),
    extras: fc.subarray(model.extras.map((extra) => extra.id)),
  })
  .map((input) => ({
    ...input,
    extras: input.extras.filter((id) =>
      model.extras.find((extra) => extra.id === id)!.for.includes(input.type),
    ),
  }));

describe("the computation, for any request", () => {
  it("never puts the low end above the high end, and every part is a finite, non-negative sum", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const result = computeEstimate(model, input);
        expect(result.low).toBeLessThanOrEqual(result.high);
        for (const part of result.components) {
          expect(Number.isFinite(part.amount)).toBe(true);
          expect(part.amount).toBeGreaterThanOrEqual(0);
        }
        const sum = result.components.reduce((total, part) => total + part.amount, 0);
        expect(sum).toBe(result.total);
        expect(Number.isInteger(result.months) && result.months > 0).toBe(true);
      }),
    );
  });

  it("grows with the area", () => {
    fc.assert(
      fc.property(anyInput, fc.integer({ min: 1, max: 5_000 }), (input, more) => {
        const larger = { ...input, area: Math.min(input.area + more, areaLimits.max) };
        const [small, large] = [input, larger].map((each) => computeEstimate(model, each));
        expect(large!.low).toBeGreaterThanOrEqual(small!.low);
        expect(large!.high).toBeGreaterThanOrEqual(small!.high);
      }),
    );
  });

  it("grows with the finish level", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const [standard, premium, luxury] = finishLevels.map(
          (finish) => computeEstimate(model, { ...input, finish }).high,
        );
        expect(premium).toBeGreaterThanOrEqual(standard!);
        expect(luxury).toBeGreaterThanOrEqual(premium!);
      }),
    );
  });
});

describe("the estimator's content", () => {
  const problemsOf = (change: (copy: Estimator) => void) => {
    const copy = structuredClone(model);
    change(copy);
    const result = estimatorSchema.safeParse(copy);
    return result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it.each([
    [
      "a luxury rate below premium",
      (copy: Estimator) => (copy.types.interior.rates.luxury = 100),
      "types.interior.rates.luxury: must not be below the premium rate",
    ],
    [
      "a premium rate below standard",
      (copy: Estimator) => (copy.types.renovation.rates.premium = 1),
      "types.renovation.rates.premium: must not be below the standard rate",
    ],
    [
      "a zero rate",
      (copy: Estimator) => (copy.types.construction.rates.standard = 0),
      "types.construction.rates.standard: must be more than 0",
    ],
    [
      "shares that do not add up to 100",
      (copy: Estimator) => (copy.types.construction.shares[0]!.percent = 50),
      "types.construction.shares: the percentages must add up to 100",
    ],
    [
      "a missing rate",
      (copy: Estimator) =>
        delete (copy.types.interior.rates as Partial<Estimator["types"]["interior"]["rates"]>)
          .premium,
      "types.interior.rates.premium: Invalid input: expected number, received undefined",
    ],
  ])("rejects %s, naming the field", (_, change, problem) => {
    expect(problemsOf(change)).toContain(problem);
  });
});
