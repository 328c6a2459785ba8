import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { freePort } from '../../../scripts/free-port';
import { createClickSendSender } from './clicksend';
import { createFileSender, latestSms } from './file-sender';

describe('file sender', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sms-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each message and reads back the newest for a number', async () => {
    const sender = createFileSender(dir);
    expect(await latestSms(dir, '+61412345678')).toBeNull();
    await sender.send({ to: '+61412345678', body: 'Your code is 111111' });
    await sender.send({ to: '+61412345678', body: 'Your code is 222222' });
    await sender.send({ to: '+61498765432', body: 'Your code is 333333' });

    expect(await latestSms(dir, '+61412345678')).toMatchObject({
      to: '+61412345678',
      body: 'Your code is 222222',
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await latestSms(dir, '+61498765432'))?.body).toBe('Your code is 333333');
    expect(await latestSms(path.join(dir, 'none'), '+61412345678')).toBeNull();
  });
});

describe('ClickSend sender', () => {
  type Seen = { method?: string; url?: string; authorization?: string; body: unknown };
  let port: number;
  let server: http.Server;
  let seen: Seen[] = [];
  let answer: (response: http.ServerResponse) => void = () => {};

  beforeAll(async () => {
    port = await freePort();
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(text),
        });
        answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterEach(() => {
    seen = [];
    server.closeAllConnections();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const reply = (status: number, body: object) => (response: http.ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const queued = (messageStatus: string) => ({
    http_code: 200,
    response_code: 'SUCCESS',
    response_msg: 'Messages queued for delivery.',
    data: { messages: [{ to: '+61412345678', status: messageStatus }] },
  });
  const sender = (from?: string) =>
    createClickSendSender({
      baseUrl: `http://127.0.0.1:${port}/`,
      username: 'dealer',
      apiKey: 'KEY-1',
      from,
    });

  it('posts the message to /v3/sms/send with basic auth and resolves on SUCCESS', async () => {
    answer = reply(200, queued('SUCCESS'));
    await sender('CoastalToy').send({ to: '+61412345678', body: 'Your code is 123456' });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/v3/sms/send',
        authorization: `Basic ${Buffer.from('dealer:KEY-1').toString('base64')}`,
        body: { messages: [{ to: '+61412345678', body: 'Your code is 123456', from: 'CoastalToy' }] },
      },
    ]);
  });

  it('leaves out the sender id when none is set', async () => {
    answer = reply(200, queued('SUCCESS'));
    await sender().send({ to: '+61412345678', body: 'hi' });
    expect(seen[0].body).toEqual({ messages: [{ to: '+61412345678', body: 'hi' }] });
  });

  it('rejects a 401 answer, naming the status', async () => {
    answer = reply(401, { http_code: 401, response_code: 'UNAUTHORIZED', response_msg: 'Bad credentials' });
    await expect(sender().send({ to: '+61412345678', body: 'hi' })).rejects.toThrow(
      'ClickSend answered 401 UNAUTHORIZED',
    );
  });

  it('rejects a message ClickSend did not queue, naming its status', async () => {
    answer = reply(200, queued('INVALID_RECIPIENT'));
    await expect(sender().send({ to: '+61400000000', body: 'hi' })).rejects.toThrow(
      'ClickSend refused the SMS: INVALID_RECIPIENT',
    );
  });

  it('gives up on a gateway that never answers after the timeout passed in', async () => {
    answer = () => {};
    const started = Date.now();
    await expect(sender().send({ to: '+61412345678', body: 'hi' }, { timeoutMs: 200 })).rejects.toThrow(
      'ClickSend gave no answer in 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('SMS settings', () => {
  it('default to the file sender under .data/sms and ClickSend REST', () => {
    const env = parseEnv({});
    expect(env.SMS_DIR).toBe('.data/sms');
    expect(env.CLICKSEND_URL).toBe('https://rest.clicksend.com');
    expect(env.CLICKSEND_USERNAME).toBeUndefined();
    expect(parseEnv({ CLICKSEND_USERNAME: 'u', CLICKSEND_API_KEY: 'k' }).CLICKSEND_API_KEY).toBe('k');
  });

  it('refuse one of the ClickSend pair without the other', () => {
    expect(() => parseEnv({ CLICKSEND_USERNAME: 'dealer' })).toThrow(
      /CLICKSEND_API_KEY: missing while CLICKSEND_USERNAME is set/,
    );
    expect(() => parseEnv({ CLICKSEND_API_KEY: 'KEY-1' })).toThrow(
      /CLICKSEND_USERNAME: missing while CLICKSEND_API_KEY is set/,
    );
  });

  it('take a sender id of up to 11 letters and digits, or a number', () => {
    expect(parseEnv({ SMS_FROM: 'CoastalToy' }).SMS_FROM).toBe('CoastalToy');
    expect(parseEnv({ SMS_FROM: '+61412345678' }).SMS_FROM).toBe('+61412345678');
    expect(() => parseEnv({ SMS_FROM: 'Coastal Toyota' })).toThrow(/SMS_FROM/);
  });
});
