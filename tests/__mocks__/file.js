// Files webpack emits (fonts): their URL.
module.exports = '/static/file.woff2'
