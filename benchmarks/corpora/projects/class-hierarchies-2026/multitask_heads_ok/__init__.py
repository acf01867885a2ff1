"""Multi-task learning with a shared trunk and per-task heads (equinox)."""
from .multitask import MultiTaskTrainer
from .tasks import Task

__all__ = ["MultiTaskTrainer", "Task"]
