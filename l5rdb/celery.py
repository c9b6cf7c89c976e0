import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "l5rdb.settings")

app = Celery("l5rdb")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
