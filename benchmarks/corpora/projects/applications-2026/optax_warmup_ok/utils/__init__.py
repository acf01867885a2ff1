from .lr_schedule import warmup_cosine
from .logger import StepLogger
