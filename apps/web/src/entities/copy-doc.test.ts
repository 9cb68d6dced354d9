import { describe, expect, it } from 'vitest';
import { renderCopy, toMarkdown, type CopyDoc } from './copy-doc';

const DOC: CopyDoc = {
  title: 'Ida Mossgrave',
  subtitles: ['EE-dah MOSS-grave', 'Medium humanoid (Human), neutral'],
  table: { headings: ['STR', 'DEX'], cells: ['10 (+0)', '14 (+2)'] },
  lines: [
    { label: 'Job', parts: [{ text: 'Baker at ' }, { text: "Ida's Ovens", type: 'building-b1' }] },
    { label: 'Rumor', parts: [{ text: 'She hides <coins>.[NL][B]Truth:[B] False.' }] },
  ],
  lists: [{ heading: 'Bread', items: ['Rye loaf: 4 cp'] }],
};

describe('renderCopy', () => {
  it('writes HTML with the markers turned into tags and the rest escaped', () => {
    expect(renderCopy(DOC).html).toBe(
      [
        '<h2>Ida Mossgrave</h2>',
        '<p><em>EE-dah MOSS-grave</em><br><em>Medium humanoid (Human), neutral</em></p>',
        '<table><tr><th>STR</th><th>DEX</th></tr><tr><td>10 (+0)</td><td>14 (+2)</td></tr></table>',
        "<p><strong>Job:</strong> Baker at Ida's Ovens</p>",
        '<p><strong>Rumor:</strong> She hides &lt;coins&gt;.<br><strong>Truth:</strong> False.</p>',
        '<p><strong>Bread</strong></p><ul><li>Rye loaf: 4 cp</li></ul>',
      ].join('\n'),
    );
  });

  it('writes plain text a line a field', () => {
    expect(renderCopy(DOC).plain).toBe(
      [
        'Ida Mossgrave',
        'EE-dah MOSS-grave',
        'Medium humanoid (Human), neutral',
        'STR 10 (+0)  DEX 14 (+2)',
        "Job: Baker at Ida's Ovens",
        'Rumor: She hides <coins>.',
        'Truth: False.',
        'Bread:',
        '- Rye loaf: 4 cp',
      ].join('\n'),
    );
  });

  it('writes Markdown with a table, wiki-links and headed lists', () => {
    expect(renderCopy(DOC).markdown).toBe(
      [
        '# Ida Mossgrave',
        '',
        '*EE-dah MOSS-grave*  ',
        '*Medium humanoid (Human), neutral*',
        '',
        '| STR | DEX |',
        '| --- | --- |',
        '| 10 (+0) | 14 (+2) |',
        '',
        "**Job:** Baker at [[Ida's Ovens]]",
        '',
        '**Rumor:** She hides \\<coins\\>.  ',
        '**Truth:** False.',
        '',
        '## Bread',
        '',
        '- Rye loaf: 4 cp',
        '',
      ].join('\n'),
    );
  });
});

describe('toMarkdown', () => {
  it('escapes what Markdown would read as markup, but keeps links and bold', () => {
    expect(toMarkdown([{ text: 'A *star* and [brackets] ' }, { text: 'The [Odd] Inn', type: 'building-x' }])).toBe(
      'A \\*star\\* and \\[brackets\\] [[The Odd Inn]]',
    );
    expect(toMarkdown([{ text: '[B]Bold[B] text', beforeText: '(', afterText: ')' }])).toBe('(**Bold** text)');
  });
});
