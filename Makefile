# The two commands of the README: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
HOST ?= 127.0.0.1:8000

.PHONY: setup run test lint format bench worker

$(BIN)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.txt
	touch $@

setup: $(BIN)/.installed

run: setup
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python manage.py import_cards --if-empty
	$(BIN)/python manage.py load_starter_decks --if-present
	$(BIN)/python manage.py runserver $(HOST)

test: setup
	$(BIN)/python -m pytest tests $(PYTEST_ARGS)

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: setup
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

worker: setup
	$(BIN)/celery -A l5rdb worker --loglevel=info

bench: setup
	for script in bench/import_pool.py bench/validate_decks.py bench/search_queries.py bench/playtest_games.py bench/table_request.py; do \
		$(BIN)/python $$script || exit 1; \
	done
