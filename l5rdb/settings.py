"""l5rdb settings: one file, driven by environment variables (see README, "Configuration")."""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url
import dj_email_url
from csp.constants import NONCE, NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DEBUG", True)
SECRET_KEY = os.environ.get("SECRET_KEY", "")
# Django's own deployment check asks as much of a key: at least 50 characters.
MIN_SECRET_KEY_LENGTH = 50
if not DEBUG and len(SECRET_KEY) < MIN_SECRET_KEY_LENGTH:
    raise ImproperlyConfigured(
        f"SECRET_KEY must be at least {MIN_SECRET_KEY_LENGTH} random characters when DEBUG is"
        f" off (it has {len(SECRET_KEY)}); make one with: python -c 'import secrets;"
        " print(secrets.token_urlsafe(50))'"
    )
if not SECRET_KEY:
    SECRET_KEY = "insecure-development-key-set-SECRET_KEY-in-production"
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", "127.0.0.1,localhost,testserver")
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", "")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "rest_framework",
    "rest_framework.authtoken",
    "django_filters",
    "axes",
    "csp",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "l5rdb.catalogue",
    "decks",
    "decks.revalidation",
    "rules",
    "simulations",
    "accounts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    # Last: it turns a lockout raised by the login into the "too many attempts" page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "l5rdb.urls"
WSGI_APPLICATION = "l5rdb.wsgi.application"
ASGI_APPLICATION = "l5rdb.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{BASE_DIR / 'db.sqlite3'}"),
        conn_max_age=int(os.environ.get("DATABASE_CONN_MAX_AGE", "60")),
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"
AUTHENTICATION_BACKENDS = [
    # Refuses a login while its account or its address is locked out (django-axes).
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
# Login rate limit: this many failures lock out the account name, and separately the
# address they came from, for L5R_LOGIN_COOLOFF_MINUTES.
AXES_FAILURE_LIMIT = int(os.environ.get("L5R_LOGIN_FAILURES", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=int(os.environ.get("L5R_LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
AXES_VERBOSE = False

# E-mail (password resets): printed to the console unless EMAIL_URL names a server, e.g.
# submission://user:password@smtp.example.com:587 (STARTTLS), smtps://... (SSL) or
# smtp://host:25; see dj-email-url for every form it takes.
EMAIL_URL = os.environ.get("EMAIL_URL", "")
if EMAIL_URL:
    globals().update(dj_email_url.parse(EMAIL_URL))
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "l5rdb <webmaster@localhost>")
SERVER_EMAIL = DEFAULT_FROM_EMAIL

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", BASE_DIR / "staticfiles"))
# In development WhiteNoise serves straight from the finders; collectstatic is for production.
WHITENOISE_AUTOREFRESH = DEBUG
WHITENOISE_USE_FINDERS = DEBUG

# Deck lists and card databases are uploaded as text; keep a request from eating memory.
DATA_UPLOAD_MAX_MEMORY_SIZE = int(os.environ.get("DATA_UPLOAD_MAX_MEMORY_SIZE", 2 * 1024 * 1024))
FILE_UPLOAD_MAX_MEMORY_SIZE = DATA_UPLOAD_MAX_MEMORY_SIZE

# Where the card pool is imported from when the catalogue is empty.
_default_card_data = BASE_DIR.parent / "shared" / "carddata"
L5R_CARD_DATA = os.environ.get(
    "L5R_CARD_DATA", str(_default_card_data) if _default_card_data.exists() else ""
)

# The starter decks `load_starter_decks` offers on the site (a folder of deck lists).
_default_starter_decks = BASE_DIR.parent / "shared" / "decks" / "l5d"
L5R_STARTER_DECKS = os.environ.get(
    "L5R_STARTER_DECKS", str(_default_starter_decks) if _default_starter_decks.exists() else ""
)

# Uploaded files (card data for import jobs, in MEDIA_ROOT/imports/); web and workers share it.
MEDIA_ROOT = Path(os.environ.get("MEDIA_ROOT", BASE_DIR / "media"))
# Card data uploaded in the admin: the total size, and what its .zip files may unpack to.
L5R_MAX_IMPORT_UPLOAD = int(os.environ.get("L5R_MAX_IMPORT_UPLOAD", 50 * 1024 * 1024))
L5R_MAX_IMPORT_UNPACKED = int(os.environ.get("L5R_MAX_IMPORT_UNPACKED", 200 * 1024 * 1024))
L5R_MAX_IMPORT_FILES = int(os.environ.get("L5R_MAX_IMPORT_FILES", 2000))

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_PARSER_CLASSES": [
        "l5rdb.api_errors.JSONBodyParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "EXCEPTION_HANDLER": "l5rdb.api_errors.api_exception_handler",
    "DEFAULT_AUTHENTICATION_CLASSES": [
        # Token first: a refused request is then a 401 naming the scheme to use.
        "rest_framework.authentication.TokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
}
SPECTACULAR_SETTINGS = {
    "TITLE": "l5rdb API",
    "DESCRIPTION": "The Legend of the Five Rings CCG card database, deck validation and playtest.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # The docs page is served from our own static files: no CDN.
    "REDOC_DIST": "SIDECAR",
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
}

# Celery: with no broker configured, tasks run eagerly in the calling process.
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", CELERY_BROKER_URL)
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_TRACK_STARTED = True
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("CELERY_TASK_DEFAULT_QUEUE", "celery")
# Tasks acknowledged late (simulation chunks) are taken one at a time, so chunks spread over
# the workers and a lost worker holds back only the chunk it was playing.
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BEAT_SCHEDULE = {
    "check-simulations": {"task": "simulations.check_jobs", "schedule": 60.0},
}

# Deck simulations (see README, "Deck simulations").
L5R_SIMULATION_MAX_GAMES = int(os.environ.get("L5R_SIMULATION_MAX_GAMES", 10_000))
L5R_SIMULATION_EAGER_MAX_GAMES = int(os.environ.get("L5R_SIMULATION_EAGER_MAX_GAMES", 500))
L5R_SIMULATION_CHUNK_GAMES = int(os.environ.get("L5R_SIMULATION_CHUNK_GAMES", 50))
L5R_SIMULATION_STALE_SECONDS = int(os.environ.get("L5R_SIMULATION_STALE_SECONDS", 60))
L5R_SIMULATION_QUEUE_TIMEOUT = int(os.environ.get("L5R_SIMULATION_QUEUE_TIMEOUT", 600))
L5R_SIMULATION_MAX_ATTEMPTS = int(os.environ.get("L5R_SIMULATION_MAX_ATTEMPTS", 3))

# Redis (shared by every process) when CACHE_URL names it, else each process's own memory.
CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL and not CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    raise ImproperlyConfigured(
        f"CACHE_URL must be a redis://, rediss:// or unix:// URL, got {CACHE_URL!r}"
    )
CACHES = {
    "default": (
        {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL}
        if CACHE_URL
        else {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "l5rdb",
            "OPTIONS": {"MAX_ENTRIES": 5000},
        }
    )
}
# How long a cached catalogue page or count is kept (a new catalogue revision replaces it
# at once whatever this says).
CATALOGUE_CACHE_SECONDS = int(os.environ.get("CATALOGUE_CACHE_SECONDS", "86400"))

# The admin's address: set ADMIN_URL (e.g. "backstage-7f3a/") to keep it off the usual path.
ADMIN_URL = os.environ.get("ADMIN_URL", "admin/").strip("/") + "/"

if not DEBUG:
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SESSION_COOKIE_SECURE = env_bool("SESSION_COOKIE_SECURE", True)
    CSRF_COOKIE_SECURE = env_bool("CSRF_COOKIE_SECURE", True)
    # HTTPS only: redirect plain HTTP, and tell browsers (HSTS) to use HTTPS from then on.
    SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", True)
    SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
    # Behind a TLS-terminating proxy: the header it sets for HTTPS requests, e.g.
    # SECURE_PROXY_SSL_HEADER=HTTP_X_FORWARDED_PROTO (the proxy must overwrite it).
    if os.environ.get("SECURE_PROXY_SSL_HEADER"):
        SECURE_PROXY_SSL_HEADER = (os.environ["SECURE_PROXY_SSL_HEADER"], "https")

# Content-Security-Policy (django-csp): scripts and styles from the site itself; the two small
# inline scripts carry the request's nonce; style attributes (chart bars) are allowed.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF, NONCE],
        "style-src": [SELF, "'unsafe-inline'"],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "worker-src": [SELF, "blob:"],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    # django-axes logs every login at INFO; failures and lockouts are warnings.
    "loggers": {"axes": {"level": "WARNING"}},
}
