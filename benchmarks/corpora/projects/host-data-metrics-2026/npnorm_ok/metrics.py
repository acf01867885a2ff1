"""Ensemble metric helpers (host side)."""
import numpy as np


def member_table(losses, prefix):
    return {f"{prefix}/m{i}": float(v) for i, v in enumerate(np.asarray(losses))}


def ensemble_summary(table):
    vals = np.array(list(table.values()))
    return {"mean": float(vals.mean()), "spread": float(vals.max() - vals.min())}


def show(epoch, summary):
    return "epoch {epoch:2d}  mean {mean:.4f}  spread {spread:.4f}".format(epoch=epoch, **summary)
