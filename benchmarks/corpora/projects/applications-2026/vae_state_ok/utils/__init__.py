from .render import render
from .checkpoint import save_state
