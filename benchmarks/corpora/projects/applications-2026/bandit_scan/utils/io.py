import numpy as np


def save_results(path, results):
    if not path:
        return
    arrays = {"eps_%g" % eps: r["curve"] for eps, r in results.items()}
    np.savez(path, **arrays)
