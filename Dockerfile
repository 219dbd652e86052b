# syntax=docker/dockerfile:1
# Blockfront's production server (docs/deployment.md). The commands are the README's:
# `npm ci`, `npm run build`, `npm start`; tests/server/build/dockerfile.test.ts keeps them so.

# --- build: every dependency, then the client and server-render bundles (dist/) ---------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# --- production dependencies only (tsx runs the server's TypeScript and is one of them) --------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# --- runtime: sources and dist from the build stage (so dist stays newer than the sources and
# `npm start` does not rebuild), production node_modules, a non-root user -----------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    BLOCKFRONT_DATA_DIR=/app/.data \
    npm_config_update_notifier=false
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/runtime ./runtime
COPY --from=build --chown=node:node /app/blocks ./blocks
COPY --from=build --chown=node:node /app/schemas ./schemas
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/index.html /app/vite.config.ts /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
# /healthz answers 200 only once the database, the user pool and the gateway are ready (503 before).
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
