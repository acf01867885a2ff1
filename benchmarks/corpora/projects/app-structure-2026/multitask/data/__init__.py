from multitask.data.mixture import make_tasks, round_robin

__all__ = ["make_tasks", "round_robin"]
