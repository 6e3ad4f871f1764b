import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Autocomplete,
  AutocompleteList,
  AutocompleteOption,
  AutocompleteTextArea,
  Menu,
  MenuItem,
  Radio,
  RadioGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from './index';

const FRUITS = ['apple', 'apricot', 'avocado'];

/** A textarea suggesting fruits for the word being typed, like the composer's autocomplete. */
function FruitField({ onPick = () => {} }: { onPick?(fruit: string): void }) {
  const [text, setText] = useState('');
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(0);
  const word = text.split(' ').pop() ?? '';
  const matches = word ? FRUITS.filter((fruit) => fruit.startsWith(word)) : [];
  const open = matches.length > 0 && !closed;
  const id = (index: number) => `fruit-${index}`;
  const pick = (fruit: string) => {
    onPick(fruit);
    setText(`${text.slice(0, text.length - word.length)}${fruit} `);
  };
  return (
    <Autocomplete
      open={open}
      onOpenChange={(next) => !next && setClosed(true)}
      activeId={open ? id(active) : null}
      onActiveIdChange={(next) => setActive(matches.findIndex((_, index) => id(index) === next))}
    >
      <label htmlFor="field">Text</label>
      <AutocompleteTextArea
        id="field"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setClosed(false);
          setActive(0);
        }}
      />
      {open && (
        <AutocompleteList label="Suggestions">
          {matches.map((fruit, index) => (
            <AutocompleteOption key={fruit} id={id(index)} onPick={() => pick(fruit)}>
              {fruit}
            </AutocompleteOption>
          ))}
        </AutocompleteList>
      )}
    </Autocomplete>
  );
}

describe('Autocomplete', () => {
  it('moves the active option with the arrow keys (aria-activedescendant) and picks it with Enter', async () => {
    const user = userEvent.setup();
    const picked = jest.fn();
    render(<FruitField onPick={picked} />);
    const field = screen.getByRole('textbox', { name: 'Text' });
    // A textbox takes no aria-expanded (ARIA 1.2; axe's aria-allowed-attr), open or closed.
    expect(field).not.toHaveAttribute('aria-expanded');
    await user.type(field, 'a');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(field).not.toHaveAttribute('aria-expanded');
    const options = within(list).getAllByRole('option');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith('avocado');
    expect(field).toHaveValue('avocado ');
    expect(field).toHaveFocus();
  });

  it('works with key events fired at the field under fake timers', async () => {
    jest.useFakeTimers();
    try {
      render(<FruitField />);
      const field = screen.getByRole('textbox', { name: 'Text' });
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).type(field, 'ap');
      expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
      fireEvent.keyDown(field, { key: 'ArrowDown' });
      fireEvent.keyDown(field, { key: 'Enter' });
      expect(field).toHaveValue('apricot ');
    } finally {
      jest.useRealTimers();
    }
  });

  it('picks with Tab, and Escape closes the list keeping the text and the focus', async () => {
    const user = userEvent.setup();
    const escapedOutside = jest.fn();
    render(
      <div role="presentation" onKeyDown={(event) => event.key === 'Escape' && escapedOutside()}>
        <FruitField />
      </div>,
    );
    const field = screen.getByRole('textbox', { name: 'Text' });
    await user.type(field, 'x av');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveValue('x av');
    expect(field).toHaveFocus();
    expect(escapedOutside).not.toHaveBeenCalled();
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.type(field, 'o');
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('x avocado ');
    expect(field).toHaveFocus();
  });

  it('picks an option on click without taking the focus from the field', async () => {
    const user = userEvent.setup();
    render(<FruitField />);
    const field = screen.getByRole('textbox', { name: 'Text' });
    await user.type(field, 'ap');
    await user.click(screen.getByRole('option', { name: 'apricot' }));
    expect(field).toHaveValue('apricot ');
    expect(field).toHaveFocus();
  });
});

function ActionsMenu({ run }: { run(action: string): void }) {
  return (
    <>
      <button type="button">Before</button>
      <Menu label="More actions" button={<button type="button">More</button>}>
        <MenuItem onClick={() => run('bookmark')}>Bookmark</MenuItem>
        <MenuItem onClick={() => run('mute')}>Mute conversation</MenuItem>
        <MenuItem onClick={() => run('delete')}>Delete</MenuItem>
      </Menu>
      <button type="button">Outside</button>
    </>
  );
}

describe('Menu', () => {
  const setup = () => {
    const user = userEvent.setup();
    const run = jest.fn();
    render(<ActionsMenu run={run} />);
    return { user, run, button: screen.getByRole('button', { name: 'More' }) };
  };

  it('is a menu button that opens with Enter on the first item and closes with Escape, focus back on the button', async () => {
    const { user, button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Bookmark' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home, End and typeahead; Space or Enter runs an item and closes', async () => {
    const { user, run, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const item = (name: string) => screen.getByRole('menuitem', { name });
    await waitFor(() => expect(item('Bookmark')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(item('Mute conversation')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Bookmark')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Bookmark')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Delete')).toHaveFocus();
    await user.keyboard('m');
    expect(item('Mute conversation')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(run).toHaveBeenCalledWith('mute');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(item('Bookmark')).toHaveFocus());
    await user.keyboard(' ');
    expect(run).toHaveBeenLastCalledWith('bookmark');
  });

  it('opens on click and closes on a click outside', async () => {
    const { user, run, button } = setup();
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(run).not.toHaveBeenCalled();
  });
});

function ProfileTabs() {
  const [tab, setTab] = useState<'posts' | 'media' | 'likes'>('media');
  return (
    <Tabs selected={tab} onSelect={setTab}>
      <TabList label="Profile">
        <Tab value="posts">Posts</Tab>
        <Tab value="media">Media</Tab>
        <Tab value="likes">Likes</Tab>
      </TabList>
      <TabPanel>{`${tab} panel`}</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects by arrow keys (wrapping), Home and End with one tab in the tab order and a labelled panel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ProfileTabs />
      </>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeInTheDocument();
    expect(tab('Media')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Media' });
    expect(panel).toHaveTextContent('media panel');
    await waitFor(() => expect(tab('Media')).toHaveAttribute('aria-controls', panel.id));

    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(tab('Media')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Likes')).toHaveFocus();
    expect(tab('Likes')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Likes' })).toHaveTextContent('likes panel');
    await user.keyboard('{ArrowRight}');
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Likes')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Posts')).toHaveFocus();
    expect(tab('Posts')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Likes')).toHaveAttribute('aria-selected', 'true');
    // Roving tabindex: Tab leaves the tab list for the panel.
    expect(tab('Posts')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('RadioGroup', () => {
  function Scopes() {
    const [scope, setScope] = useState<'public' | 'unlisted' | 'direct'>('public');
    return (
      <RadioGroup label="Visibility" value={scope} onChange={setScope}>
        <Radio value="public">Public</Radio>
        <Radio value="unlisted">Unlisted</Radio>
        <Radio value="direct">Direct</Radio>
      </RadioGroup>
    );
  }

  it('checks with the arrow keys and clicks, the checked one alone in the tab order', async () => {
    const user = userEvent.setup();
    render(<Scopes />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect(screen.getByRole('radiogroup', { name: 'Visibility' })).toBeInTheDocument();
    expect(radio('Public')).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(radio('Public')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Unlisted')).toHaveFocus();
    expect(radio('Unlisted')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Public')).toHaveAttribute('aria-checked', 'false');
    await user.click(radio('Direct'));
    expect(radio('Direct')).toHaveAttribute('aria-checked', 'true');
  });
});
