import json

from . import report
from .config import SWEEP_JSON
from .train import run_one

if __name__ == "__main__":
    table = report.Table(["name", "params", "train_loss", "mse", "mae"])
    print("device", report.device_summary())
    for spec in json.loads(SWEEP_JSON):
        res = run_one(spec)
        table.add(name=spec["name"], params=report.n_params(spec["dims"]), **res)
    print(table.render())
    best = table.best("mse")
    print("best:", best["name"], "gap %.3f" % report.relative_gap(best["train_loss"], best["mse"]))
