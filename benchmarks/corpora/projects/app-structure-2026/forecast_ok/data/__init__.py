from forecast_ok.data.sampler import sample_batch
from forecast_ok.data.series import Standardizer, seasonal_series, train_test_split

__all__ = ["sample_batch", "Standardizer", "seasonal_series", "train_test_split"]
