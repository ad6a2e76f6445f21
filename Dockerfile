# syntax=docker/dockerfile:1
# Rihla's container image (issue 38, decision 116): built once in a full Node image, run from a slim one with the
# production dependencies only, as a user without root. One image serves both processes of a deployment:
#   the API server (the default command) and the messages worker (`node ... apps/api/dist/messages-worker.js`).
# Build:  docker build -t rihla .      (or: podman build -t rihla .)
# Run:    deploy/compose.yaml, with its .env (deploy/.env.example names every variable).

# The build's Node and the runtime's are the same major (native modules, better-sqlite3's, are built for its ABI):
# Node 24, the active LTS, whose V8 runs the messages worker's PDFs and emails about a third faster than 22 (decision 140).
ARG NODE_IMAGE=node:24-bookworm

# ---- build: every workspace compiled once (shared, demo, api, web) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependencies' layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/demo/package.json packages/demo/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts ./scripts
COPY packages ./packages
COPY apps ./apps
RUN npm run build
# What runs needs no compilers, test runners or bundlers: the development dependencies go.
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime: Node LTS on Debian bookworm, slim ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server's user: the server writes only under DATA_DIR.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared/package.json ./packages/shared/package.json
COPY --from=build /app/packages/shared/dist ./packages/shared/dist
COPY --from=build /app/packages/demo/package.json ./packages/demo/package.json
COPY --from=build /app/packages/demo/dist ./packages/demo/dist
COPY --from=build /app/apps/api/package.json ./apps/api/package.json
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The uploaded pictures, the picture cache, and (without SMTP or Twilio) the emails and texts written as files.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Ready when the database answers (GET /api/ready); Node's own fetch, as the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The Node flags of package.json's config.apiNodeFlags (decision 016), as `npm start` passes them; SIGTERM closes
# the server gracefully (Node is PID 1 here and handles it itself).
CMD ["node", "--no-allocation-site-pretenuring", "apps/api/dist/server.js"]
