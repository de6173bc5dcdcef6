// The queries whose time in the search worker the bench reports (scripts/bench/bench.mjs, workerQueryTimes) and that
// scripts/bench/search-scale.cjs runs in Node: one list, so that the two measure the same thing.
'use strict'

/** Words alone and together, an identifier, a common word with a rare one, and a query typed in the other layout. */
const WORKER_QUERIES = [
  'вайбер',
  'шаблон whatsapp',
  'sendMessage',
  'каскад',
  'коды ошибок',
  'рассылка тихие часы',
  'пуш ios',
  'баланс',
  'сценарий условия',
  'smpp',
  'клиенты теги',
  'вебхук подпись',
  'отчет по сообщениям',
  'лицензия',
  'jivo',
  'if,kjy',
]

module.exports = { WORKER_QUERIES }
