from .regressor import TabularRegressor
