'use client';

import { createContext } from 'react';
import type { LinkRouter } from './linkRouting.js';

/**
 * The host router, filled by LinkProvider and read by Anchor. A client module of its own: React
 * Server Components cannot create contexts, so the module that does must be a client module.
 */
export const LinkRouterContext = createContext<LinkRouter | null>(null);
