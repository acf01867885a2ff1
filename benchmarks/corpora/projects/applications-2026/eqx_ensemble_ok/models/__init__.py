from .ensemble import make_ensemble, ensemble_predict
