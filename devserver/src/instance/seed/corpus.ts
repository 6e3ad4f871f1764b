export const SENTENCES = [
  'Just finished a long walk along the river.',
  'Coffee number three today, send help.',
  'Anyone else trying the new release of their favourite editor?',
  'The sunset tonight was unreal.',
  'Working on a tiny web client for the fediverse.',
  'Reminder: back up your data, folks.',
  'Reading a great book about distributed systems.',
  'My cat has decided that the keyboard is the best bed.',
  'Rainy day, perfect for refactoring.',
  'Hot take: tabs and spaces can coexist peacefully.',
  'Trying out a new bread recipe this weekend.',
  'Does anyone have tips for learning Rust?',
  'The bus was late again, but the view made up for it.',
  'Today I learned that octopuses have three hearts.',
  'Shipping a small fix before lunch feels great.',
  'Went to the farmers market, bought far too many tomatoes.',
  'Our local meetup is next Thursday, come along!',
  'Debugging CSS is an exercise in humility.',
  'Finally fixed that flaky test.',
  'Playing chess in the park with strangers again.',
  'New photos from the mountains are up.',
  'Listening to an old jazz record on a quiet evening.',
  'Federation is such a neat idea when it works.',
  'The garden is full of bees this morning.',
];

export const TAGS = [
  'fediverse',
  'akkoma',
  'photography',
  'coffee',
  'rust',
  'cats',
  'hiking',
  'music',
  'books',
  'devlife',
  'gardening',
  'opensource',
];

export const LINKS = [
  'https://example.org/articles/fedi-dev',
  'https://blog.example.net/posts/small-web',
  'https://news.example.com/2026/federation',
  'https://docs.example.org/guide/getting-started',
];

export const WEATHER = [
  'Sunny, 21°C',
  'Cloudy, 14°C',
  'Light rain, 11°C',
  'Windy, 9°C',
  'Snow showers, -2°C',
  'Thunderstorms, 18°C',
];

export const MFM = [
  '$[tada Hello from Misskey!] **bold** and <small>small</small> :blobcat:',
  '$[spin.speed=2s Spinning text] with $[rainbow rainbow] and $[x2 big]',
  '$[flip Flipped] $[shake shaky] $[jelly jelly] #misskey',
  '$[fg.color=ff0000 red text] and $[bg.color=00ff00 green background]',
];

export const DESCRIPTIONS = [
  'A colourful gradient',
  'Stripes in two colours',
  'A checkerboard pattern',
  'A circle on a soft background',
  'Concentric rings',
];
