"""Metric bookkeeping on the host."""
import numpy as np


def accumulate(history, step_metrics):
    for name, value in step_metrics.items():
        history.setdefault(name, []).append(float(value))
    return history


def summarize(history):
    return {name: sum(vals) / len(vals) for name, vals in history.items()}


def host_rmse(pred, y, mask):
    err = np.asarray(pred) - y
    return float(np.sqrt((err[mask] ** 2).mean()))


def format_metrics(metrics, prefix=""):
    body = " ".join(f"{k}={v:.4f}" for k, v in sorted(metrics.items()))
    return f"{prefix}{body}"
