import 'reflect-metadata';

process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
