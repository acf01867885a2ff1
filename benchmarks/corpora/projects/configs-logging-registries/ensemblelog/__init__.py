"""An ensemble of small regressors trained together."""
