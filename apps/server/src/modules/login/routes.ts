import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';

export function registerLoginRoutes(_app: FastifyInstance, _deps: AppDeps): void {}
