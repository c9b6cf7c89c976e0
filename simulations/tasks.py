"""Celery tasks of simulations (run eagerly, in process, without a broker)."""

from celery import shared_task

from simulations import jobs


@shared_task(name="simulations.run_chunk", bind=True, acks_late=True, reject_on_worker_lost=True)
def run_chunk_task(self, chunk_id: int) -> str:
    """Acknowledged only once done: a worker lost in the middle leaves the chunk to be
    delivered again (its result is the same whoever plays it)."""
    return jobs.run_chunk(chunk_id, worker=self.request.hostname or "")


@shared_task(name="simulations.check_jobs")
def check_jobs_task() -> int:
    """The watchdog (Celery beat runs it every minute): no job stays running for ever."""
    return jobs.check_all()
