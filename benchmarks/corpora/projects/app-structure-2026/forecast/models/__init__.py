from forecast.models.nets import GRUForecaster, MLPForecaster
from forecast.registry import MODEL_REGISTRY, create

__all__ = ["GRUForecaster", "MLPForecaster", "MODEL_REGISTRY", "create"]
