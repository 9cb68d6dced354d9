import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, screenshot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The settings profile selector's input. */
const profileInput = (page: Page) => page.getByLabel('Settings Profile').and(page.locator('select'));

describe.each(inject('servers'))('accounts on $db', ({ baseUrl }) => {
  const open = (b: Browser) => openPage(b, undefined, baseUrl);
  it('signs in, saves a generated name, finds it in Saved Creations and deletes it; others never see it', async () => {
    const first = await open(browser);
    await signIn(first.page, 'Wren Aldous', 'wren@example.com');
    const menu = first.page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Saved Creations' }).waitFor();
    await menu.getByRole('link', { name: 'User Page' }).waitFor();

    await first.page.goto('/namegenerator?seed=saveme');
    const result = first.page.getByTestId('results').locator('article h3');
    await result.first().waitFor();
    const name = (await result.first().textContent()) ?? '';
    await first.page.getByRole('button', { name: 'Save', exact: true }).click();
    await first.page.getByRole('status').getByText('Saved!').waitFor();

    await first.page.goto('/creations');
    await first.page.getByRole('tab', { name: 'General Text' }).click();
    const card = first.page
      .getByRole('tabpanel')
      .locator('article')
      .filter({ hasText: name.slice(0, 20) });
    await card.waitFor();
    await screenshot(first.page, 'creations-wide');

    const second = await open(browser);
    await signIn(second.page, 'Odo Fenwick', 'odo@example.com');
    await second.page.goto('/creations');
    await second.page.getByRole('tab', { name: 'All Creations' }).waitFor();
    await second.page.getByText('Nothing saved here yet').first().waitFor();
    expect(await second.page.locator('article').count()).toBe(0);
    await second.context.close();

    await card.getByRole('button', { name: /^View/ }).click();
    const dialog = first.page.getByRole('dialog');
    await dialog.getByText(name).first().waitFor();
    // Deleting asks first; Cancel keeps the creation.
    await dialog.getByRole('button', { name: 'Delete from Saved Creations' }).click();
    const sure = first.page.getByRole('dialog', { name: 'Delete this creation?' });
    await sure.getByRole('button', { name: 'Cancel' }).click();
    await sure.waitFor({ state: 'detached' });
    expect(await card.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Delete from Saved Creations' }).click();
    await sure.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => first.page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => card.count()).toBe(0);
    await first.context.close();
  });

  it('keeps the links of a saved rumor working when it is viewed later', async () => {
    const { page, context } = await open(browser);
    await signIn(page, 'Ilsa Marrow', 'ilsa@example.com');
    await page.goto('/rumorgenerator?seed=saved-links&count=5');
    const linked = page
      .getByTestId('results')
      .locator('article')
      .filter({ has: page.locator('.entity-link') })
      .first();
    await linked.waitFor();
    const person = (await linked.locator('.entity-link').first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').getByText('Saved!').waitFor();

    await page.goto('/creations');
    await page.getByRole('tab', { name: 'General Text' }).click();
    const cards = page.getByRole('tabpanel').locator('article');
    await expect.poll(() => cards.count()).toBe(5);
    await cards.first().getByRole('button', { name: 'View Rumor', exact: true }).waitFor();
    let opened = false;
    for (let i = 0; i < 5 && !opened; i++) {
      await cards.nth(i).getByRole('button', { name: /^View/ }).click();
      const dialog = page.getByRole('dialog').first();
      await dialog.getByRole('button', { name: 'Delete from Saved Creations' }).waitFor();
      const link = dialog.locator('.entity-link', { hasText: person });
      if ((await link.count()) > 0) {
        await link.first().click();
        await page.getByRole('dialog', { name: 'Viewer' }).getByText(person).first().waitFor();
        expect(await page.getByText('Not available').count()).toBe(0);
        opened = true;
      } else {
        await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      }
    }
    expect(opened).toBe(true);
    await context.close();
  });

  it('keeps settings profiles: save as new, select, and delete', async () => {
    const { page, context } = await open(browser);
    await signIn(page, 'Mara Quill', 'mara@example.com');
    await page.getByLabel('Use Adjectives').uncheck();
    const heritage = page.getByRole('group', { name: 'Heritage' });
    await heritage.getByRole('button', { name: 'Deselect All' }).click();
    await heritage.getByText('Dwarf', { exact: true }).click();
    await page.getByLabel('New profile name').fill('Dwarven halls');
    await page.getByRole('button', { name: 'Save as New Profile' }).click();
    await expect.poll(() => profileInput(page).inputValue()).toBe('Dwarven halls');
    expect(await page.getByRole('button', { name: 'Delete Profile' }).isEnabled()).toBe(true);

    await page.goto('/namegenerator');
    await expect.poll(() => profileInput(page).inputValue()).toBe('Dwarven halls');
    await page.getByRole('button', { name: /^Generate New/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('race')).toEqual(['Dwarf']);
    await screenshot(page, 'profile-generate');
    await page.getByTestId('results').locator('article').first().getByText('Dwarf').waitFor();

    await page.goto('/login');
    await expect.poll(() => profileInput(page).inputValue()).toBe('Dwarven halls');
    await page.getByLabel('Use Adjectives').check();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByRole('status').getByText('Saved!').waitFor();
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const sure = page.getByRole('dialog', { name: 'Delete this profile?' });
    await sure.getByRole('button', { name: 'Cancel' }).click();
    await sure.waitFor({ state: 'detached' });
    expect(await profileInput(page).inputValue()).toBe('Dwarven halls');
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await sure.getByRole('button', { name: 'Delete Profile' }).click();
    await expect.poll(() => profileInput(page).inputValue()).toBe('Default');
    expect(await page.getByRole('button', { name: 'Update Profile' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('saves, loads and deletes an initiative configuration', async () => {
    const { page, context } = await open(browser);
    await signIn(page, 'Brannoc Hale', 'brannoc@example.com');
    await page.goto('/initiativetracker');
    const names = page.getByLabel(/^Name, row/);
    while ((await names.count()) < 2) await page.getByRole('button', { name: 'Add Entry' }).click();
    await names.nth(0).fill('Ogre');
    await names.nth(0).press('Tab');
    await names.nth(1).fill('Cleric');
    await names.nth(1).press('Tab');
    await page.getByLabel('Configuration name').fill('Bridge ambush');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByRole('status').getByText('Saved!').waitFor();
    await page.getByRole('status').getByText('Saved!').waitFor({ state: 'detached' });
    // Saving over the same name asks first.
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    const replace = page.getByRole('dialog', { name: 'Replace the saved configuration?' });
    await replace.getByRole('button', { name: 'Replace', exact: true }).click();
    await replace.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText('Saved!').waitFor();

    await page.getByRole('button', { name: 'Remove Ogre' }).dispatchEvent('click');
    await expect.poll(() => names.count()).toBe(1);
    const saved = page.getByLabel('Saved configurations');
    await saved.selectOption('Bridge ambush');
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    const load = page.getByRole('dialog', { name: 'Load this configuration?' });
    await load.getByRole('button', { name: 'Cancel' }).click();
    await load.waitFor({ state: 'detached' });
    expect(await names.count()).toBe(1);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
    await load.getByRole('button', { name: 'Load', exact: true }).click();
    await expect.poll(() => names.count()).toBe(2);
    expect(await names.nth(0).inputValue()).toBe('Ogre');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this configuration?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => saved.isDisabled()).toBe(true);
    await context.close();
  });

  it('shows Statistics only to administrators', async () => {
    const member = await open(browser);
    await signIn(member.page, 'Pell Varro', 'pell@example.com');
    const memberMenu = member.page.getByRole('navigation', { name: 'Main menu' });
    await memberMenu.getByRole('link', { name: 'Saved Creations' }).waitFor();
    expect(await memberMenu.getByRole('link', { name: 'Statistics' }).count()).toBe(0);
    await member.page.goto('/stats');
    await member.page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
    await member.context.close();

    const { page, context } = await open(browser);
    await signIn(page, 'Warden', 'admin@example.com');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistics' }).click();
    await page.getByRole('heading', { name: 'Statistics', level: 2 }).waitFor();
    await page.getByRole('img', { name: 'Statistics chart' }).waitFor();
    await page.getByRole('heading', { name: /^Registered Users: \d+$/ }).waitFor();
    await context.close();
  });

  it('signs out', async () => {
    const { page, context } = await open(browser);
    await signIn(page, 'Tamsin Reed', 'tamsin@example.com');
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.getByRole('heading', { name: 'Welcome, traveler!' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});
