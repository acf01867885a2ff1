"""Linen incremental decoder with an explicit key/value cache and scan sampling."""
