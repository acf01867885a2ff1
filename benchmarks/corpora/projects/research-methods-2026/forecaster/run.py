from flax import nnx

from forecaster import data
from forecaster.config import get_config
from forecaster.metrics import METRICS
from forecaster.models import MLPForecaster
from forecaster.preprocessing import StandardScaler
from forecaster.trainer import Trainer


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
