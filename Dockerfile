# The site as a container: built in one stage, run from a production install in a slim one.
#   docker build -t site .   (or podman)
#   docker run -p 3000:3000 -e SITE_URL=https://www.example.com -v site-data:/app/data site
# Settings as in .env.example; with several instances, DATABASE_URL=postgres://… (docs/deploy.md).

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
# The same layout CI's production check starts the server from.
RUN npm run build && bash scripts/production-install.sh /app

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build --chown=root:root /app /app
# The enquiry database (SQLite by default) lives on a volume, owned by the user the site runs as.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-old-space-size=256", "build/server.js"]
