from recsys_ok import ranking  # noqa: F401
from recsys_ok.registry import METRICS


def compute_metrics(scores, targets, cfg):
    results = {}
    for name in cfg.metrics:
        results[name] = METRICS[name](scores, targets, cfg)
    return results


def format_metrics(results, top_k):
    labels = {"hit_rate": f"HR@{top_k}", "mrr": "MRR"}
    return ", ".join(f"{labels.get(k, k)}={float(v):.3f}" for k, v in results.items())
