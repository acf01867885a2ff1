from .schedules import step_decay
from .checkpoint import save_params
