from flax import nnx

from forecaster_ok import data
from forecaster_ok.config import get_config
from forecaster_ok.metrics import METRICS
from forecaster_ok.models import MLPForecaster
from forecaster_ok.preprocessing import StandardScaler
from forecaster_ok.trainer import Trainer


def main():
    cfg = get_config()
    series = data.synthetic_series(cfg["seed"], cfg["length"])
    X, Y = data.sliding_windows(series, cfg["window"], cfg["horizon"])
    (Xtr, Ytr), (Xva, Yva) = data.split(X, Y, cfg["val_frac"])
    print(f"{len(Xtr)} train windows, {len(Xva)} validation windows")

    model = MLPForecaster(cfg["window"], cfg["horizon"], cfg["hidden"], nnx.Rngs(cfg["seed"]))
    trainer = Trainer(model, StandardScaler(), cfg)
    trainer.fit(Xtr, Ytr)

    pred = trainer.predict(Xva)
    naive = Xva[:, -1:].repeat(cfg["horizon"], axis=1)
    for name, fn in METRICS.items():
        print(f"{name:6s} model {fn(Yva, pred):8.4f}   naive {fn(Yva, naive):8.4f}")
