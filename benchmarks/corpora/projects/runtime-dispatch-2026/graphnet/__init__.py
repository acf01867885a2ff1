"""graphnet: message-passing networks in equinox on synthetic graphs."""

__version__ = "0.6.0"
