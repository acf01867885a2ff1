from forecast_ok.models.nets import GRUForecaster, MLPForecaster
from forecast_ok.registry import MODEL_REGISTRY, create

__all__ = ["GRUForecaster", "MLPForecaster", "MODEL_REGISTRY", "create"]
