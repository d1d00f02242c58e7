import { createApp } from '../src/app';

createApp();
