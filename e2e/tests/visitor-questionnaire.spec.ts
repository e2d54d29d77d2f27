import { DESTINATION_CHIPS, EXPERIENCE_CHIPS, MSG, PRIORITY_CHIPS } from '@app/shared';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';

const MODAL_TITLE = 'Almost there! Your custom travel plan is nearly ready.';
const CHIP_ROUTES = '**/api/geminiAPI/generate-multi-select-*';

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Questionnaire progress' });

/** Chip services answer 500: the questionnaire must keep its default chips and move on. */
async function failChipServices(page: Page) {
  await page.route(CHIP_ROUTES, (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
}

async function answerUnknownSteps1And2(page: Page) {
  await page.getByLabel(/Why do you want to travel/).fill('Slow down and eat well by the sea');
  await next(page);
  await page.getByLabel('When are you traveling?').fill('Late September');
  await page.getByLabel('Who are you traveling with?').fill('My partner');
  await page.getByLabel('Where are you departing from?').fill('Chicago');
}

test.describe('unknown-destination questionnaire', () => {
  test('all five steps into the register modal and on to the results route', async ({ page }) => {
    await failChipServices(page);
    await page.goto('/path');
    await expect(
      page.getByRole('heading', { name: 'How can we help plan your trip?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: /I need destination ideas/ }).click();
    await expect(page).toHaveURL(/\/find-destination$/);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '20');
    await expect(page.getByText('20%')).toBeVisible();
    await answerUnknownSteps1And2(page);
    const days = page.getByLabel('How many days will you travel?');
    await expect(days).toHaveValue('5');
    await days.focus();
    await page.keyboard.press('ArrowRight');
    await expect(days).toHaveValue('6');
    await next(page);

    await expect(progress(page)).toHaveAttribute('aria-valuenow', '60');
    const chips = page.getByRole('group', { name: /kind of place/ }).getByRole('button');
    await expect(chips).toHaveText(DESTINATION_CHIPS.map((c) => c));
    const beach = page.getByRole('button', { name: 'Beach & Coastal' });
    await beach.focus();
    await page.keyboard.press('Space');
    await expect(beach).toHaveAttribute('aria-pressed', 'true');
    await next(page);

    await expect(page.getByRole('button', { name: EXPERIENCE_CHIPS[0] })).toBeVisible();
    await page.getByRole('button', { name: 'Culinary Adventures' }).click();
    await next(page);

    await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
    for (const group of [
      'REQUIREMENTS',
      'TRAVEL PARAMETERS',
      'TRAVEL PREFERENCES',
      'EXPERIENCE FILTERS',
      'LOYALTY PROGRAMS',
    ]) {
      await expect(page.getByRole('group', { name: group })).toBeVisible();
    }
    await expect(page.getByText('$1,000 – $3,000')).toBeVisible();
    const max = page.getByLabel('Maximum budget');
    await max.focus();
    await page.keyboard.press('End');
    await expect(page.getByText('$1,000 – $10,000+')).toBeVisible();
    await page.getByRole('button', { name: 'Show me the results!' }).click();

    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'See my travel plan' }).click();
    await expect(modal.getByText(MSG.registerMissingFields)).toBeVisible();
    await modal.getByLabel('First name').fill('Robin');
    await modal.getByLabel('Email').fill(uniqueEmail('modal'));
    await modal.getByLabel('Password').fill('a good password');
    await modal.getByRole('button', { name: 'See my travel plan' }).click();
    await expect(page).toHaveURL(/\/your-destination-plan$/);

    const stored = await page.evaluate(() => sessionStorage.getItem('questionnaire:unknown'));
    const parsed = JSON.parse(stored ?? '{}') as { answers: Record<string, unknown> };
    expect(parsed.answers).toMatchObject({
      travelMotivation: 'Slow down and eat well by the sea',
      travelLengthDays: 6,
      departingFrom: 'Chicago',
      destinationPreferences: ['Beach & Coastal'],
      experiencePreferences: ['Culinary Adventures'],
      budgetRange: [1000, 10000],
    });
  });

  test('generated chips replace the defaults; a failure keeps them', async ({ page }) => {
    let calls = 0;
    await page.route('**/generate-multi-select-destination-chips-gemini', async (route) => {
      calls += 1;
      expect(route.request().postDataJSON()).toMatchObject({
        travelMotivation: 'Slow down and eat well by the sea',
        departingFrom: 'Chicago',
        datesTraveling: 'Late September',
        otherTravelers: 'My partner',
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fulfill({ json: { response_chips: ['Greek Islands', 'Amalfi Coast'] } });
    });
    await page.route('**/generate-multi-select-experience-chips-gemini', (route) =>
      route.abort('failed'),
    );
    await page.goto('/find-destination');
    await answerUnknownSteps1And2(page);
    await next(page);
    await expect(page.locator('p', { hasText: 'Finding ideas for you…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Greek Islands' })).toBeVisible();
    expect(calls).toBe(1);
    await next(page);
    // Network failure on the experience chips: the defaults stay and the flow moved on.
    await expect(page.getByRole('button', { name: EXPERIENCE_CHIPS[0] })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '80');
  });

  test('validation messages on steps 1, 2 and 5, each hidden after 3 s', async ({ page }) => {
    await failChipServices(page);
    await page.goto('/find-destination');
    await next(page);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(MSG.emptyMotivation);
    await expect(alert).toBeHidden({ timeout: 4_000 });

    await page.getByLabel(/Why do you want to travel/).fill('I want to see some shit');
    await next(page);
    await expect(alert).toHaveText(MSG.badWords);
    // Whole words only: Scunthorpe contains a bad word but is innocent.
    await page.getByLabel(/Why do you want to travel/).fill('Visit Scunthorpe and Essex');
    await next(page);
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');

    await page.getByLabel('Where are you departing from?').fill('Chicago');
    await next(page);
    await expect(alert).toHaveText(MSG.incompleteStep);
    await page.getByLabel('When are you traveling?').fill('June');
    await page.getByLabel('Who are you traveling with?').fill('Friends');
    await page.getByLabel('Where are you departing from?').fill('Fucking Chicago');
    await next(page);
    await expect(alert).toHaveText(MSG.badWords);
    await page.getByLabel('Where are you departing from?').fill('Chicago');
    await next(page);
    await next(page);
    await next(page);
    await page.getByLabel('Places to skip').fill('anything with cocaine');
    await page.getByRole('button', { name: 'Show me the results!' }).click();
    await expect(alert).toHaveText(MSG.badWords);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Enter advances, Shift+Enter adds a line; Go back; tooltip and answers survive a refresh', async ({
    page,
  }) => {
    await failChipServices(page);
    await page.goto('/find-destination');
    const tip = page.getByText(
      'Details matter! The more you share, the better your plans will be.',
    );
    await expect(tip).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss tip' }).click();
    await expect(tip).toBeHidden();
    const motivation = page.getByLabel(/Why do you want to travel/);
    await motivation.fill('Line one');
    await motivation.press('Shift+Enter');
    await motivation.pressSequentially('line two');
    await expect(motivation).toHaveValue('Line one\nline two');
    await motivation.press('Enter');
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');
    await page.getByLabel('When are you traveling?').fill('October');

    await page.reload();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '40');
    await expect(page.getByLabel('When are you traveling?')).toHaveValue('October');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByLabel(/Why do you want to travel/)).toHaveValue('Line one\nline two');
    await expect(tip).toBeHidden();
  });

  test('a signed-in visitor goes straight to the results route', async ({ signedInPage: page }) => {
    await failChipServices(page);
    await page.goto('/find-destination');
    await answerUnknownSteps1And2(page);
    await next(page);
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'Show me the results!' }).click();
    await expect(page).toHaveURL(/\/your-destination-plan$/);
  });
});

test.describe('known-destination questionnaire', () => {
  test('five steps, signing in from the modal, on to /your-plan', async ({ page, createUser }) => {
    const user = await createUser();
    let questionBody: unknown;
    await page.route('**/generate-multi-select-experience-question-gemini', (route) => {
      questionBody = route.request().postDataJSON();
      return route.fulfill({ status: 503, json: { error: 'busy' } });
    });
    await page.goto('/path');
    await page.getByRole('button', { name: /I know where I'm going/ }).click();
    await expect(page).toHaveURL(/\/build-plan$/);
    await expect(page.getByRole('heading', { name: 'Tell us about your trip' })).toBeVisible();
    await next(page);
    await expect(page.getByRole('alert')).toHaveText(MSG.incompleteStep);
    await page.getByLabel('Where are you going?').fill('Lisbon');
    await page.getByLabel('Where are you departing from?').fill('Boston');
    await page.getByLabel('When are you traveling?').fill('May 3 to May 9');
    await page.getByLabel('Who are you traveling with?').fill('Alone');
    await page.getByLabel('What plans do you have so far?').fill('Fuck all');
    await next(page);
    await expect(page.getByRole('alert')).toHaveText(MSG.badWords);
    await page.getByLabel('What plans do you have so far?').fill('Hotel booked in Alfama');
    await next(page);

    await expect(page.getByRole('heading', { name: /spend your days in Lisbon/ })).toBeVisible();
    await page.getByRole('button', { name: 'Taking your time' }).click();
    await next(page);
    expect(questionBody).toMatchObject({
      destination: 'Lisbon',
      otherTravelers: 'Alone',
      plansSoFar: 'Hotel booked in Alfama',
      dayStructurePreferences: ['Taking your time'],
    });
    await expect(
      page.getByRole('heading', {
        name: 'What kind of experiences or activities are you most excited about?',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: PRIORITY_CHIPS[0] })).toBeVisible();
    await next(page);
    await expect(
      page.getByRole('heading', { name: 'Do you have an estimated budget range for the trip?' }),
    ).toBeVisible();
    await expect(page.getByLabel('Estimated budget')).toHaveAttribute('step', '250');
    await next(page);
    await page.getByLabel('Add surrounding areas & day trips').check();
    await page.getByRole('button', { name: 'Show me the results!' }).click();

    const modal = page.getByRole('dialog', { name: MODAL_TITLE });
    await modal.getByRole('button', { name: 'Sign in instead' }).click();
    await expect(modal.getByLabel('First name')).toBeHidden();
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill('wrong password');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/your-plan$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('questionnaire:known'));
    expect(JSON.parse(stored ?? '{}').answers).toMatchObject({
      destination: 'Lisbon',
      exploreSurroundingAreas: true,
      budgetRange: 3000,
    });
  });
});

test.describe('free-text flows', () => {
  test('10 questions: screening, completeness alert, then the results route', async ({
    signedInPage: page,
  }) => {
    await page.goto('/find-destination');
    await page.getByRole('link', { name: 'Answer in your own words instead' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuenow', '10');
    for (let i = 1; i <= 9; i++) {
      if (i !== 3) await page.getByRole('textbox').fill(`Answer ${i}`);
      await next(page);
    }
    await expect(page.getByRole('heading', { name: 'Question 10 of 10' })).toBeVisible();
    await page.getByRole('textbox').fill('No bullshit please');
    await page.getByRole('button', { name: 'See my travel plan' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.badWords);
    await page.getByRole('textbox').fill('Trains and small hotels');
    await page.getByRole('button', { name: 'See my travel plan' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.incompleteTenQuestions);
    for (let i = 10; i > 3; i--) await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();
    await page.getByRole('textbox').fill('My sister');
    for (let i = 3; i < 10; i++) await next(page);
    await page.getByRole('button', { name: 'See my travel plan' }).click();
    await expect(page).toHaveURL(/\/your-destination-plan$/);
    const stored = await page.evaluate(() => sessionStorage.getItem('questionnaire:unknown'));
    expect(JSON.parse(stored ?? '{}').answers).toMatchObject({
      travelTimeline: 'Answer 2',
      otherTravelers: 'My sister',
      departingFrom: 'Answer 4',
    });
  });

  test('8 questions for a known destination; path choice clears the responses', async ({
    page,
  }) => {
    await page.goto('/build-plan?format=questions');
    await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeVisible();
    for (let i = 1; i <= 5; i++) {
      await page.getByRole('textbox').fill(`Answer ${i}`);
      await next(page);
    }
    await page.getByRole('textbox').fill('Some damn fucking wandering');
    await next(page);
    await expect(page.getByRole('alert')).toHaveText(MSG.badWords);
    await page.getByRole('textbox').fill('Wandering');
    await next(page);
    await next(page);
    await page.getByRole('button', { name: 'Show me the results!' }).click();
    await expect(page.getByRole('alert')).toHaveText(MSG.incompleteTenQuestions);
    await page.getByRole('textbox').fill('Nothing else');
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('textbox').fill('Food markets');
    await next(page);
    await page.getByRole('button', { name: 'Show me the results!' }).click();
    await expect(page.getByRole('dialog', { name: MODAL_TITLE })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/path');
    await page.getByRole('button', { name: /I know where I'm going/ }).click();
    const responses = await page.evaluate(() =>
      sessionStorage.getItem('questionnaire:known-responses'),
    );
    expect(responses).toBeNull();
    await page.goto('/build-plan?format=questions');
    await expect(page.getByRole('heading', { name: 'Question 1 of 8' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveValue('');
  });
});
