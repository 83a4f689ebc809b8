# One image for every role: the API (default command) and the worker (`node services/worker/dist/main.js`).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npx nx run-many -t build --outputStyle=static

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
EXPOSE 3000
USER node
CMD ["sh", "-c", "node services/core/dist/database/migrate.js && node services/api/dist/main.js"]
