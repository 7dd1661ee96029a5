import './styles/ui.css';

export * from './components/cx';
export * from './components/Button';
export * from './components/Spinner';
export * from './components/Field';
export * from './components/Alert';
export * from './components/Toast';
export * from './components/Modal';
export * from './components/Tabs';
export * from './components/Menu';
export * from './components/Card';
export * from './components/Layout';
export * from './theme/theme';
export * from './theme/UiProvider';
export * from './forms/use-form';
export * from './components/Switch';
export * from './standalone/mount-standalone-remote';
export * from './components/LoadError';
