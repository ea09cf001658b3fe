import { NotFoundPage } from '../components/NotFoundPage';
import { notFoundHead } from '../lib/head';

export const meta = () => notFoundHead();

export default function NotFound() {
  return <NotFoundPage />;
}
