import { validate } from './validate'

const message = {
  type: 'object',
  required: ['to'],
  properties: {
    to: { type: 'object', required: ['phone'], properties: { phone: { type: 'string', pattern: '^\\+\\d{10,15}$' } } },
    ttl: { type: 'integer', minimum: 60, maximum: 86400 },
    text: { type: 'string', maxLength: 5 },
    tags: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['a', 'b'] } },
  },
  oneOf: [
    { properties: { channel: { const: 'sms' } }, required: ['channel', 'text'] },
    { properties: { channel: { const: 'push' } }, required: ['channel'] },
  ],
  discriminator: { propertyName: 'channel' },
}

test.each([
  ['a valid body', { to: { phone: '+79991234567' }, channel: 'sms', text: 'hi' }, []],
  ['a missing required field', { channel: 'push' }, [{ path: 'to', message: 'обязательное поле не заполнено' }]],
  ['a nested pattern', { to: { phone: '8999' }, channel: 'push' }, [{ path: 'to.phone', message: 'не соответствует шаблону ^\\+\\d{10,15}$' }]],
  ['a wrong type', { to: { phone: '+79991234567' }, channel: 'push', ttl: '600' }, [{ path: 'ttl', message: 'ожидается целое число' }]],
  ['a range', { to: { phone: '+79991234567' }, channel: 'push', ttl: 5 }, [{ path: 'ttl', message: 'не меньше 60' }]],
  ['a length', { to: { phone: '+79991234567' }, channel: 'sms', text: 'слишком' }, [{ path: 'text', message: 'не длиннее 5 символов' }]],
  [
    'array items',
    { to: { phone: '+79991234567' }, channel: 'push', tags: ['a', 'c'] },
    [{ path: 'tags[1]', message: 'допустимые значения: "a", "b"' }],
  ],
  [
    'the variant its discriminator selects',
    { to: { phone: '+79991234567' }, channel: 'sms' },
    [{ path: 'text', message: 'обязательное поле не заполнено' }],
  ],
])('%s', (_name, value, problems) => {
  expect(validate(value, message)).toEqual(problems)
})
