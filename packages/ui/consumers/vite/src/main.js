// A client-rendered single-page app. Plain createElement (no JSX plugin needed).
import '@lumenor/ui/styles.css';
import './brand.css';
import {
  Badge,
  Card,
  Container,
  Form,
  Heading,
  IconSpriteProvider,
  SelectField,
  SiteHeader,
  Stack,
  SubmitButton,
  showToast,
  Text,
  TextField,
  ToastRegion,
} from '@lumenor/ui';
// The sprite as a file: Vite serves it and gives its hashed URL.
import iconSpriteUrl from '@lumenor/ui/icons.svg?url';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const logo = h(
  'svg',
  { width: 120, height: 32, viewBox: '0 0 120 32', 'aria-hidden': true },
  h('circle', { cx: 16, cy: 16, r: 14, fill: 'currentColor' }),
);

function App() {
  return h(
    IconSpriteProvider,
    { href: iconSpriteUrl },
    h(SiteHeader, {
      logo,
      logoHref: '/',
      logoLabel: 'Partner home',
      navigation: [
        { label: 'Home', href: '/' },
        {
          label: 'Services',
          href: '/services',
          children: [
            { label: 'Audits', href: '/audits' },
            { label: 'Training', href: '/training' },
          ],
        },
        { label: 'Contact', href: '/contact' },
      ],
      currentPath: '/',
      cta: { label: 'Talk to us', href: '/contact' },
      menuLabels: {
        open: 'Open menu',
        menu: 'Menu',
        close: 'Close menu',
        navigation: 'Main navigation',
      },
    }),
    h(
      'main',
      { id: 'main' },
      h(
        Container,
        { width: 'narrow' },
        h(
          Stack,
          { gap: 'large' },
          h(Heading, { level: 1 }, 'Partner site'),
          h(Text, { tone: 'secondary' }, 'Rendered in the browser by a Vite app.'),
          h(
            Card,
            { title: 'Security audits', icon: 'shield', href: '/audits', actionLabel: 'Read more' },
            h(Badge, { tone: 'accent' }, 'New'),
          ),
          h(
            Form,
            { action: '/contact', method: 'post' },
            h(
              Stack,
              { gap: 'medium' },
              h(TextField, { label: 'Work email', name: 'email', type: 'email' }),
              h(SelectField, {
                label: 'Topic',
                name: 'topic',
                items: [
                  { value: 'audit', label: 'An audit' },
                  { value: 'training', label: 'Training' },
                ],
              }),
              h(SubmitButton, null, 'Send'),
            ),
          ),
        ),
      ),
    ),
    h(ToastRegion, { label: 'Notifications', dismissLabel: 'Dismiss' }),
  );
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
showToast({ title: 'Welcome to the partner site', variant: 'neutral', timeout: 60_000 });
