from .config import ForecastConfig
from .train import train

train(ForecastConfig())
