"""Backtest settings from PORTFOLIO_* environment variables."""
import os

_DEFAULTS = {
    "PORTFOLIO_STRATEGY": "regime_switching",
    "PORTFOLIO_ASSETS": "4",
    "PORTFOLIO_DAYS": "160",
    "PORTFOLIO_LOOKBACK": "20",
    "PORTFOLIO_COST_BPS": "5",
    "PORTFOLIO_SEED": "11",
    "PORTFOLIO_RISK_AVERSION": "1,4,12",
    "PORTFOLIO_VOL_THRESHOLDS": "0.008,0.016",
    "PORTFOLIO_INNER_STEPS": "25",
    "PORTFOLIO_INNER_LR": "0.2",
    "PORTFOLIO_MOMENTUM_TEMP": "50",
}


def _get(name):
    return os.environ.get(name, _DEFAULTS[name])


def _floats(raw):
    return tuple(float(x) for x in raw.split(",") if x.strip())


def load():
    settings = {
        "strategy": _get("PORTFOLIO_STRATEGY"),
        "num_assets": int(_get("PORTFOLIO_ASSETS")),
        "num_days": int(_get("PORTFOLIO_DAYS")),
        "lookback": int(_get("PORTFOLIO_LOOKBACK")),
        "cost": float(_get("PORTFOLIO_COST_BPS")) * 1e-4,
        "seed": int(_get("PORTFOLIO_SEED")),
    }
    inner = {"steps": int(_get("PORTFOLIO_INNER_STEPS")),
             "learning_rate": float(_get("PORTFOLIO_INNER_LR"))}
    settings["strategy_kwargs"] = {
        "equal_weight": {},
        "momentum": {"temperature": float(_get("PORTFOLIO_MOMENTUM_TEMP"))},
        "mean_variance": {"risk_aversion": _floats(_get("PORTFOLIO_RISK_AVERSION"))[1], **inner},
        "regime_switching": {
            "risk_aversion": _floats(_get("PORTFOLIO_RISK_AVERSION")),
            "thresholds": _floats(_get("PORTFOLIO_VOL_THRESHOLDS")),
            **inner,
        },
    }[settings["strategy"]]
    return settings
