import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// No vanilla-extract plugin: @lumenor/ui ships its CSS prebuilt (`@lumenor/ui/styles.css`).
export default defineConfig({ plugins: [reactRouter()] });
