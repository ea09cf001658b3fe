import { index } from '@react-router/dev/routes';

export default [index('routes/home.jsx')];
