from .config import Settings
from .train import run

run(Settings())
