import time

_START = time.time()


def log_metrics(it, metrics, returns=None):
    parts = [f"iter {it:03d}", f"t={time.time() - _START:5.1f}s"]
    for k, v in sorted(metrics.items()):
        parts.append(f"{k}={float(v):.4f}")
    if returns is not None:
        parts.append(f"mean_reward={float(returns):.3f}")
    print(" | ".join(parts))
