import { consoleSchema, isSandbox } from './console'

test('a console schema keeps the validation keywords only and leaves readOnly fields out', () => {
  const schema = {
    type: 'object',
    description: 'Сообщение',
    required: ['id', 'text'],
    properties: {
      id: { type: 'string', readOnly: true },
      text: { type: 'string', maxLength: 10, description: 'Текст', examples: ['Привет'] },
      to: { type: 'object', properties: { phone: { type: 'string', pattern: '^\\+\\d+$', 'x-note': 'n' } } },
    },
    oneOf: [{ properties: { channel: { const: 'sms' } } }],
    discriminator: { propertyName: 'channel', mapping: { sms: '#/x' } },
  }
  expect(consoleSchema(schema)).toEqual({
    type: 'object',
    required: ['text'],
    properties: { text: { type: 'string', maxLength: 10 }, to: { type: 'object', properties: { phone: { type: 'string', pattern: '^\\+\\d+$' } } } },
    oneOf: [{ properties: { channel: { const: 'sms' } } }],
    discriminator: { propertyName: 'channel' },
  })
})

test.each([
  [{ url: 'https://sandbox.api.example/v1', description: 'Тест' }, true],
  [{ url: 'https://test.api.example/v1', description: 'Песочница — сообщения не уходят' }, true],
  [{ url: 'https://api.example/v1', description: 'Рабочий сервер' }, false],
])('%j is the sandbox: %s', (server, expected) => {
  expect(isSandbox(server)).toBe(expected)
})
