import { expect, test } from '@playwright/test';
import { joinRoom, newPhone, seedRoom, uniqueRoom } from './helpers';
test('ws', async ({ browser }) => {
  const room = uniqueRoom('ws');
  await seedRoom(room, ['en']);
  const { context, page } = await newPhone(browser);
  const opened: string[] = []; const closed: string[] = [];
  page.on('websocket', (ws) => { opened.push(ws.url()); ws.on('close', () => closed.push(ws.url())); });
  await joinRoom(page, room);
  await context.setOffline(true);
  await page.waitForTimeout(3000);
  await context.setOffline(false);
  await page.waitForTimeout(4000);
  console.log('opened', opened.length, 'closed', closed.length);
});
